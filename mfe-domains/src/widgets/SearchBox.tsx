import { SearchBoxForm, type SearchBoxProps } from '../features/search/components/SearchBoxForm';

/**
 * The widget the home page mounts through federation (domains/SearchBox). A module of its own, apart from the
 * form the domain pages import, so the build gives the exposed widget its own small chunk.
 */
export default function SearchBox(props: SearchBoxProps) {
  return <SearchBoxForm {...props} />;
}
