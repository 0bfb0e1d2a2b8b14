import styled from 'styled-components';
import { color } from '../theme/tokens';

/** A horizontal rule (an `<hr>`, role separator). */
export const Divider = styled.hr`
  width: 100%;
  height: 1px;
  margin: 0;
  border: 0;
  background: ${color('border')};
`;
