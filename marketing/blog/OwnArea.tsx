// The entry's door to the own areas (src/routes.tsx): a trampoline that only lazy-loads the blog.
// The entry chunk lists every chunk a lazy import needs; importing the blog from here keeps that
// list (and `/`'s JavaScript, `npm run bench:js`) at this one small chunk's name.
import { lazy } from 'react';

const BlogArea = lazy(() => import('./BlogArea'));

export default function OwnArea() {
  return <BlogArea />;
}
