export interface NotificationPreferences {
  emailNotifications: boolean;
  marketingEmails: boolean;
  dateReminders: boolean;
}

/** The spec's defaults: e-mail notifications on, marketing e-mails off, date reminders on. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  marketingEmails: false,
  dateReminders: true,
};

const PREFERENCES_KEY = 'datecraftNotificationPreferences';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The switches as last set on this device; anything unreadable falls back to the defaults. */
export function storedNotificationPreferences(): NotificationPreferences {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? 'null');
    if (!isRecord(saved)) return DEFAULT_NOTIFICATION_PREFERENCES;
    const choice = (key: keyof NotificationPreferences) => {
      const value = saved[key];
      return typeof value === 'boolean' ? value : DEFAULT_NOTIFICATION_PREFERENCES[key];
    };
    return {
      emailNotifications: choice('emailNotifications'),
      marketingEmails: choice('marketingEmails'),
      dateReminders: choice('dateReminders'),
    };
  } catch {
    return DEFAULT_NOTIFICATION_PREFERENCES;
  }
}

/** Remembers the switches on this device, as Dark Mode is (src/lib/theme.ts). */
export function storeNotificationPreferences(preferences: NotificationPreferences) {
  try {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}
