/** Profile extras, account security and notifications, beyond the spec's own texts. */
export const ACCOUNT_MESSAGES = {
  avatarUpdated: 'Avatar updated successfully',
  avatarMissing: 'Choose an image file to upload as your avatar',
  avatarTooLarge: 'Avatar image must be less than 5MB',
  avatarNotAnImage: 'Please upload a valid image file',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  passwordRequired: 'Password is required to delete your account',
  passwordWrong: 'Password is incorrect',
  samePassword: 'The new password must be different from the current one',
  passwordChanged: 'Password changed. Other devices have been signed out.',
  loggedOutEverywhere: 'Signed out on every device',
  accountDeleted: 'Your account has been deleted',
  userNotFound: 'User not found',
  notificationNotFound: 'Notification not found',
  allRead: 'All notifications marked as read',
  read: 'Notification marked as read',
} as const;
