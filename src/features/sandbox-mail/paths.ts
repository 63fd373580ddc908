// The sandbox mailbox's screens: not in the spec. A newcomer running the server on their own
// machine reads here the mail it would have sent (server/routes/sandbox-mail.ts).
export const sandboxMailPaths = {
  inbox: '/app/sandbox-mail',
  message: '/app/sandbox-mail/:id',
} as const;

export const sandboxMessagePath = (id: string) => `/app/sandbox-mail/${encodeURIComponent(id)}`;
