import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import { resolveTheme } from '../theme/tokens';
import { smallFontSize } from '../theme/typography';

export const FieldRoot = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  ${({ $inline }) => $inline && 'align-items: center;'}
  gap: ${({ $inline }) => ($inline ? '8px' : '6px')};
  min-width: 0;
`;

const visuallyHidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

/** The field's label; `$hidden` keeps it for screen readers only. */
export const FieldLabel = styled.label<{ $hidden?: boolean; $inline?: boolean }>`
  font-size: 14px;
  font-weight: ${({ $inline }) => ($inline ? 500 : 600)};
  color: ${({ theme }) => resolveTheme(theme).colors.text};
  ${({ $inline }) => $inline && 'white-space: nowrap;'}
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const Required = styled.span`
  margin-inline-start: 2px;
  color: ${({ theme }) => resolveTheme(theme).colors.danger};
`;

const Hint = styled.p`
  margin: 0;
  ${smallFontSize(13)}
  color: ${({ theme }) => resolveTheme(theme).colors.muted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  margin: 0;
  ${smallFontSize(13)}
  font-weight: 500;
  color: ${({ theme }) => resolveTheme(theme).colors.danger};
  svg {
    margin-top: 1px;
  }
`;

/** The label line of a field; the asterisk is decorative (the control carries `required`). */
export function FieldLabelText({ children, required }: { children: ReactNode; required?: boolean }) {
  return (
    <>
      {children}
      {required && <Required aria-hidden="true">*</Required>}
    </>
  );
}

/** Hint and error lines under a control, with the ids the control's aria-describedby points to. */
export function FieldMessages({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId?: string; error?: ReactNode; errorId?: string }) {
  return (
    <>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && (
        <ErrorText id={errorId}>
          <Icon name="alert" size={14} />
          <span>{error}</span>
        </ErrorText>
      )}
    </>
  );
}

/** Border, radius, focus ring and invalid state shared by text inputs and selects. */
export const controlStyles = ({ theme, $invalid }: { theme?: unknown; $invalid?: boolean }) => {
  const t = resolveTheme(theme as never);
  return `
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border: 1px solid ${$invalid ? t.colors.danger : t.colors.borderStrong};
  border-radius: ${t.radii.md};
  background: ${t.colors.surface};
  color: ${t.colors.text};
  font-size: 16px;
  line-height: 1.4;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &::placeholder { color: #7a8699; }
  &:hover:not(:disabled) { border-color: ${$invalid ? t.colors.danger : t.colors.muted}; }
  &:focus { outline: none; }
  &:focus-visible, &:focus {
    border-color: ${$invalid ? t.colors.danger : t.colors.brand};
    box-shadow: 0 0 0 3px ${$invalid ? 'rgba(192, 38, 45, 0.25)' : 'rgba(37, 99, 235, 0.3)'};
  }
  &:disabled { background: ${t.colors.surfaceAlt}; color: ${t.colors.muted}; cursor: not-allowed; }
`;
};
