import styled from 'styled-components';
import { render } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { Heading } from '../layout/Heading';
import { PageHeader } from '../page/PageHeader';
import { baseTokens } from './base-theme';
import { headingType, KHMER_MIN_FONT_PX, smallFontSize } from './typography';

const css = () => Array.from(document.querySelectorAll('style'), (element) => element.textContent).join('');

/** The CSS rule of the class on `element` (the first one that sets a font size). */
function fontSizeOf(element: Element): string | undefined {
  for (const name of Array.from(element.classList)) {
    const match = new RegExp(`\\.${name}\\{[^}]*font-size:([^;]+);`).exec(css());
    if (match) return match[1];
  }
  return undefined;
}

describe('the one heading scale', () => {
  it('has page > section > card > minor steps in the theme', () => {
    expect(Object.keys(baseTokens.headings)).toEqual(['page', 'section', 'card', 'minor']);
  });

  it('sizes a heading by what it titles, not by its element', () => {
    const { getByRole } = renderWithTheme(
      <>
        <Heading level={1}>Page</Heading>
        <Heading level={2}>Section</Heading>
        <Heading level={2} size="card">
          Card on h2
        </Heading>
        <Heading level={3}>Card</Heading>
      </>,
    );
    expect(fontSizeOf(getByRole('heading', { name: 'Page' }))).toBe(baseTokens.headings.page.fontSize);
    expect(fontSizeOf(getByRole('heading', { name: 'Section' }))).toBe(baseTokens.headings.section.fontSize);
    expect(fontSizeOf(getByRole('heading', { level: 2, name: 'Card on h2' }))).toBe(baseTokens.headings.card.fontSize);
    expect(fontSizeOf(getByRole('heading', { level: 3, name: 'Card' }))).toBe(baseTokens.headings.card.fontSize);
  });

  it("PageHeader's h1 is the page step", () => {
    const { getByRole } = renderWithTheme(<PageHeader title="Privacy policy" />);
    expect(css()).toContain(`font-size:${baseTokens.headings.page.fontSize}`);
    expect(getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
  });

  it('headingType gives Khmer a taller line and no tracking', () => {
    const Title = styled.h2`
      ${headingType('section')}
    `;
    render(<Title>x</Title>);
    expect(css()).toMatch(/:lang\(km\)\{line-height:1\.5;letter-spacing:0;\}/);
  });
});

describe('smallFontSize', () => {
  it(`keeps small print at ${KHMER_MIN_FONT_PX} px or more in Khmer`, () => {
    const Caption = styled.span`
      ${smallFontSize(11)}
    `;
    render(<Caption>x</Caption>);
    expect(css()).toMatch(/font-size:11px;/);
    expect(css()).toMatch(/:lang\(km\)\{font-size:14px;\}/);
  });

  it('leaves sizes of 14 px and up alone', () => {
    expect(smallFontSize(16).join('')).toContain('font-size: 16px');
    expect(smallFontSize(16).join('')).toMatch(/:lang\(km\)\s*\{\s*font-size: 16px;/);
  });
});
