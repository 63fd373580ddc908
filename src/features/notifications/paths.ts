// Notification paths. No route is named in the spec: /app/notifications is the notification
// centre the header's bell opens.
export const notificationsPaths = {
  centre: '/app/notifications',
} as const;
