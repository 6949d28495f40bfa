export * from './locale.ts';
export * from './number.ts';
export * from './date.ts';
export * from './csv.ts';
export * from './number-input.ts';
export * from './date-input.ts';
