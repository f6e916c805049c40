import { NOTIFICATION_SETTING_KEYS, PRIVACY_SETTING_KEYS } from '@quire/shared';
import { describe, expect, it } from 'vitest';
import { settingLabel } from './setting-label';

describe('settingLabel', () => {
  it('splits every camel-case flag name into capitalised words', () => {
    expect([...NOTIFICATION_SETTING_KEYS, ...PRIVACY_SETTING_KEYS].map(settingLabel)).toEqual([
      'Email Notifications',
      'New Comments',
      'New Likes',
      'New Ratings',
      'New Chapters',
      'Achievement Alerts',
      'Public Profile',
      'Show Reading Activity',
      'Show Bookshelf',
    ]);
  });
  it('keeps acronyms together', () => {
    expect(settingLabel('showHTMLPreview')).toBe('Show HTML Preview');
  });
});
