/** /profile-customization shows the same Profile Settings screen as /profile. */
export { default } from './profile';
