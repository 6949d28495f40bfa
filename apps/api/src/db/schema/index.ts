export * from './catalogue.ts';
export * from './identity.ts';
