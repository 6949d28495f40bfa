export * from './types.ts';
export * from './rounding.ts';
export * from './units.ts';
export * from './gas-values.ts';
export * from './activity.ts';
export * from './uncertainty.ts';
export * from './scope.ts';
export * from './quantify.ts';
