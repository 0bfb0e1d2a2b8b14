import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Container } from './Container';
import { Grid } from './Grid';
import { Heading } from './Heading';
import { Section } from './Section';
import { Stack } from './Stack';
import { Text } from './Text';
import { VisuallyHidden } from './VisuallyHidden';

describe('layout primitives', () => {
  it('Heading renders h1–h4 from level, or the element given by as', () => {
    renderWithTheme(
      <>
        <Heading level={1}>One</Heading>
        <Heading level={3}>Three</Heading>
        <Heading level={1} as="h2">
          Looks like one
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Three' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Looks like one' })).toBeInTheDocument();
  });

  it('Stack and Grid style with transient props: no unknown attributes reach the DOM', () => {
    renderWithTheme(
      <>
        <Stack gap={12} direction="row" align="center" wrap data-testid="stack">
          <span>a</span>
        </Stack>
        <Grid as="ul" min={260} gap={20} data-testid="grid">
          <li>b</li>
        </Grid>
      </>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveStyle({ display: 'flex', flexDirection: 'row', gap: '12px', flexWrap: 'wrap' });
    for (const attr of ['gap', 'direction', 'align', 'wrap']) expect(stack).not.toHaveAttribute(attr);
    const grid = screen.getByTestId('grid');
    expect(grid.tagName).toBe('UL');
    expect(grid).not.toHaveAttribute('min');
    const css = Array.from(document.querySelectorAll('style'), (el) => el.textContent).join('');
    expect(css).toMatch(/grid-template-columns:\s*minmax\(0,\s*1fr\)/);
    expect(grid.parentElement).toHaveStyle({ containerType: 'inline-size' });
  });

  it('Container, Section, Text and VisuallyHidden render their content', () => {
    renderWithTheme(
      <Section aria-label="Plans" tone="soft">
        <Container size="sm" as="article">
          <Text variant="muted">Muted</Text>
          <VisuallyHidden>Only for screen readers</VisuallyHidden>
        </Container>
      </Section>,
    );
    expect(screen.getByRole('region', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveStyle({ maxWidth: '760px' });
    expect(screen.getByText('Muted').tagName).toBe('P');
    expect(screen.getByText('Only for screen readers')).toBeInTheDocument();
  });
});
