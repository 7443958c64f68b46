export * from './attendance-day';
export * from './door-hours';
