// Viewpoint paths (spec §2 "/viewpoint_contributors/featured, /viewpoint_contributors/manage,
// /viewpoint_contributors/{name}"), beside the feature rather than in src/paths.ts.
export const viewpointPaths = {
  featured: '/app/viewpoint_contributors/featured',
  manage: '/app/viewpoint_contributors/manage',
  contributor: '/app/viewpoint_contributors/:name',
} as const;

export const contributorPath = (handle: string) =>
  viewpointPaths.contributor.replace(':name', encodeURIComponent(handle));
