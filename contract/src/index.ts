export * from './auth';
export * from './comm';
export * from './envelope';
export * from './errors';
export * from './languages';
export * from './member';
export * from './money';
export * from './user';
