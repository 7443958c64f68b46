export * from './door-hours';
