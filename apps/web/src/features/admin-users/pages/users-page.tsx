import { useParams } from 'react-router';
import { AdminUsersPage } from './admin-users-page';
import { UserDetail } from './user-detail';

/** /users/:id?: one user, or (without an id) every user, for admin and EOR staff. */
export function UsersPage() {
  const { id } = useParams();
  return id ? <UserDetail id={id} /> : <AdminUsersPage />;
}
