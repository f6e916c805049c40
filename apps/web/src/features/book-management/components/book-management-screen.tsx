import { CollectionsSection } from './collections-section';
import { PersonalBookshelf } from './personal-bookshelf';
import { type BannerUser, ProfileBanner } from './profile-banner';
import { ReadingStatusBoard } from './status-board';

interface BookManagementScreenProps {
  user: BannerUser | undefined;
  onAvatarChanged: () => void;
}

/** Book management: profile banner, Personal Bookshelf, Custom Collections, Reading Status board. */
export function BookManagementScreen({ user, onAvatarChanged }: BookManagementScreenProps) {
  return (
    <div className="space-y-12">
      <ProfileBanner user={user} onAvatarChanged={onAvatarChanged} />
      <PersonalBookshelf />
      <CollectionsSection />
      <ReadingStatusBoard />
    </div>
  );
}
