import { css } from 'styled-components';

/** The console's lists of links (its sections, a page's panels): wrapping pills, the current one filled. */
export const navLinks = css`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    padding: 8px 12px;
    border-radius: 8px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;
