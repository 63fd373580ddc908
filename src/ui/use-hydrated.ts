// False during pre-rendering and the hydrating render, true once effects have run. A pre-rendered
// form is disabled until then: a submit before hydration would be a native GET that puts the
// e-mail address in the URL, and text typed early could be lost when React takes over.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
