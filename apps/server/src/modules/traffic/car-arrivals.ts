import type { AppContext } from '../../platform/context';

/** A car let into a park at one of its gates, once its stay is committed. */
export type CarArrival = { parkId: number; plateNumber: string; at: Date };
type Listener = (app: AppContext, arrival: CarArrival) => Promise<unknown>;

const listeners: Listener[] = [];

/**
 * Work that follows a car's arrival without holding up its gate (a booked berth's lock lowered): a module
 * above traffic registers here, so the gate's path does not depend on it.
 */
export const onCarArrived = (listener: Listener) => {
  listeners.push(listener);
};

export function carArrived(app: AppContext, arrival: CarArrival): void {
  for (const listener of listeners) {
    listener(app, arrival).catch((err: unknown) =>
      app.log.warn({ err, parkId: arrival.parkId }, 'work after a car arrived failed'),
    );
  }
}
