import { Button, Text } from '@storefront/ui';

/** "New to Storefront? Create an account" / "Already have an account? Sign in" under the forms. */
export function SwitchPrompt({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <Text variant="muted" align="center">
      {question}{' '}
      <Button variant="ghost" size="sm" type="button" onClick={onClick}>
        {action}
      </Button>
    </Text>
  );
}
