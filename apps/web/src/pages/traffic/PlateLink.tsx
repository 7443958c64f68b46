import { Link } from 'react-router';
import { tw } from './traffic-text';

/** Where a plate's car page is. */
export const carPath = (plate: string) => `/car/detail?plate=${encodeURIComponent(plate)}`;

/** A plate that opens its car page: the car's stays, passes, list entries and orders. */
export function PlateLink({ plate }: { plate: unknown }) {
  const text = plate == null ? '' : String(plate).trim();
  if (!text) return <>-</>;
  return (
    <Link to={carPath(text)} className="plate-link" title={tw('openCar', { plate: text })}>
      {text}
    </Link>
  );
}
