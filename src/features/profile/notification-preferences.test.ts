import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  storedNotificationPreferences,
  storeNotificationPreferences,
} from './notification-preferences';

describe('notification preferences on this device', () => {
  it('are the spec’s defaults until set, then what was set', () => {
    expect(storedNotificationPreferences()).toEqual({
      emailNotifications: true,
      marketingEmails: false,
      dateReminders: true,
    });
    storeNotificationPreferences({ emailNotifications: false, marketingEmails: true, dateReminders: true });
    expect(storedNotificationPreferences()).toEqual({
      emailNotifications: false,
      marketingEmails: true,
      dateReminders: true,
    });
  });

  it('fall back to the defaults for anything unreadable', () => {
    window.localStorage.setItem('datecraftNotificationPreferences', '{not json');
    expect(storedNotificationPreferences()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    window.localStorage.setItem(
      'datecraftNotificationPreferences',
      '{"marketingEmails":"yes","dateReminders":false}',
    );
    expect(storedNotificationPreferences()).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      dateReminders: false,
    });
  });
});
