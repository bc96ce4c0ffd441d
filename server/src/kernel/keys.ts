import { createHmac } from 'node:crypto';

/** A key of its own for each use of the one secret (tokens, SMS codes, upload links, the pay pepper). */
export const subKey = (secret: string, label: string) => createHmac('sha256', secret).update(label).digest();
