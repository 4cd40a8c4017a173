import { PasswordField } from '../../../components/password-field';
import { validateConfirm, validateNewPassword } from './email-validation';

interface Props {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  shown: (error: string | null) => string | null;
}

export const newPasswordErrors = (password: string, confirm: string) => ({
  password: validateNewPassword(password),
  confirm: validateConfirm(password)(confirm),
});

/** New password and its confirmation, as reset and change password both ask for them. */
export function NewPasswordFields({ password, confirm, onPassword, onConfirm, shown }: Props) {
  const errors = newPasswordErrors(password, confirm);
  return (
    <>
      <PasswordField
        label="New password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        error={shown(errors.password)}
        required
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => onConfirm(e.currentTarget.value)}
        error={shown(errors.confirm)}
        required
      />
    </>
  );
}
