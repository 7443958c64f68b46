export * from './chinese-numerals';
export * from './fees';
export * from './local-time';
export * from './message';
export * from './money';
export * from './pass-dates';
export * from './phone';
export * from './plate';
