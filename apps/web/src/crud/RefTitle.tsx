import { useRefTitle } from './ref-options';

/** A referenced row shown by its title (a park's name, a menu's parent), never by its id once known. */
export function RefTitle({ to, id }: { to: string; id: unknown }) {
  const title = useRefTitle(to, id);
  if (id === null || id === undefined || id === '') return <>-</>;
  return <>{title ?? ''}</>;
}

/** A reference in a form that is only viewed: the row's title as text (the form gives the id as its value). */
export function RefTitleValue({ to, value }: { to: string; value?: unknown }) {
  return (
    <span>
      <RefTitle to={to} id={value} />
    </span>
  );
}
