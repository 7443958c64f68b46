export { applyCoupons } from './apply-coupons';
export { type CapPeriodName, capPeriodStart } from './cap-period';
export * from './coupon-kinds';
