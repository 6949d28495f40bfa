export * from './errors.ts';
export * from './i18n/languages.ts';
export * from './i18n/messages.ts';
export * from './i18n/issues.ts';
export * from './schemas/common.ts';
export * from './schemas/health.ts';
export * from './schemas/standards.ts';
export * from './schemas/types.ts';
