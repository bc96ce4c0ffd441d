import { renderSVG } from 'uqr';

/**
 * A QR code as an image address, drawn on the device rather than by a QR web service, so what it
 * carries (an invitation link, a wallet address) never leaves the phone. As an image the SVG is
 * inert: nothing in it can run or reach the page.
 */
export const qrImage = (text: string) => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(text))}`;
