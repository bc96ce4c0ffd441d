import type { ErrorName } from '@club/contract';

export type ErrorParams = Record<string, string | number>;

/** A business error: a name from the contract's catalogue and the values its message needs. */
export class AppError extends Error {
  constructor(
    readonly errorName: ErrorName,
    readonly params: ErrorParams = {},
  ) {
    super(errorName);
  }
}

export function fail(name: ErrorName, params?: ErrorParams): never {
  throw new AppError(name, params);
}
