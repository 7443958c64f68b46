import { ErrorResult } from './ErrorResult';

export default function ServerErrorPage() {
  return <ErrorResult status="500" />;
}
