import { useQueryClient } from '@tanstack/react-query';
import { authQueryKeys } from '@/features/auth/api/auth-query-keys';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { BookManagementScreen } from '@/features/book-management/components/book-management-screen';
import { MyReadingLayout } from './my-reading-layout';

export default function BookManagementRoute() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  return (
    <MyReadingLayout
      title="Book Management"
      description="Your shelf, your collections and where every book stands."
    >
      <BookManagementScreen
        user={user.data}
        onAvatarChanged={() => queryClient.invalidateQueries({ queryKey: [...authQueryKeys.all, 'user'] })}
      />
    </MyReadingLayout>
  );
}
