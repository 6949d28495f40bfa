export * from './billing.ts';
export * from './catalogue.ts';
export * from './identity.ts';
export * from './workspace.ts';
