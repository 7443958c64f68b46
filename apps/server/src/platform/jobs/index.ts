export * from './cron';
export * from './registry';
export * from './runner';
export * from './scheduler';
