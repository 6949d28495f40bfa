export * from './locale.ts';
export * from './number.ts';
export * from './date.ts';
export * from './csv.ts';
