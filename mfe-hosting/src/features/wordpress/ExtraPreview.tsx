import styled from 'styled-components';
import type { WordpressExtra } from '@storefront/contracts';

const Frame = styled.div<{ $primary: string; $accent: string }>`
  aspect-ratio: 16 / 10;
  border-radius: 8px;
  overflow: hidden;
  display: grid;
  grid-template-rows: 18% 1fr;
  background: #fff;
  border: 1px solid rgba(0, 0, 0, 0.08);
  > header {
    background: ${({ $primary }) => $primary};
    display: flex;
    align-items: center;
    gap: 6%;
    padding: 0 6%;
  }
  > header span {
    height: 28%;
    width: 14%;
    border-radius: 3px;
    background: rgba(255, 255, 255, 0.7);
  }
  > div {
    display: grid;
    gap: 6%;
    padding: 6%;
  }
  i {
    display: block;
    border-radius: 4px;
    background: ${({ $accent }) => $accent};
    opacity: 0.85;
  }
  b {
    display: block;
    border-radius: 3px;
    background: rgba(0, 0, 0, 0.12);
  }
`;

/** Blocks laid out like the theme or plugin's pages, in its colours: a preview drawn by the browser (no image is fetched). */
export function ExtraPreview({ extra }: { extra: WordpressExtra }) {
  const { layout, primary, accent } = extra.preview;
  const body = {
    blog: ['1fr 1fr 1fr', 3],
    shop: ['1fr 1fr 1fr', 6],
    portfolio: ['1fr 1fr', 4],
    business: ['2fr 1fr', 2],
    landing: ['1fr', 2],
    tool: ['1fr 2fr', 2],
  }[layout] as [string, number];
  return (
    <Frame $primary={primary} $accent={accent} aria-hidden="true">
      <header>
        <span />
        <span />
        <span />
      </header>
      <div style={{ gridTemplateColumns: body[0] }}>
        {Array.from({ length: body[1] }, (_, index) => (index % 2 === 0 ? <i key={index} /> : <b key={index} />))}
      </div>
    </Frame>
  );
}
