import styled from 'styled-components';
import { Icon, Stack, Text } from '@storefront/ui';
import { TextLink } from '../TextLink';

const Item = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: 96px;
  &:first-child {
    border-top: 0;
  }
  &[open] > summary svg {
    transform: rotate(180deg);
  }
`;

const Summary = styled.summary`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.brandDark};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  svg {
    flex-shrink: 0;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.muted};
    transition: transform 0.2s ease;
  }
`;

const Answer = styled(Stack)`
  padding: 0 20px 20px;
  max-width: 72ch;
`;

export interface FaqQuestionProps {
  id: string;
  question: string;
  answer: string[];
  link?: { to: string; label: string };
}

/**
 * One question as a native disclosure: it opens and closes without JavaScript, its answer is in the server's
 * HTML (closed, but read by search engines and found by the browser's find in page).
 */
export function FaqQuestion({ id, question, answer, link }: FaqQuestionProps) {
  return (
    <Item id={id}>
      <Summary>
        <span>{question}</span>
        <Icon name="chevronDown" size={18} />
      </Summary>
      <Answer gap={12}>
        {answer.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {link && (
          <div>
            <TextLink to={link.to}>
              {link.label}
              <Icon name="chevron" size={16} />
            </TextLink>
          </div>
        )}
      </Answer>
    </Item>
  );
}
