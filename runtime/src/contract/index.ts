export * from './text-refusal.js';
export * from './field-rules.js';
export * from './json-text.js';
export * from './check-message.js';
export * from './input-error.js';
export * from './problem-outcome.js';
export * from './contract-refusal.js';
export * from './domain-errors.js';
