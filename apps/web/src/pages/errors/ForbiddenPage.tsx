import { ErrorResult } from './ErrorResult';

export default function ForbiddenPage() {
  return <ErrorResult status="403" />;
}
