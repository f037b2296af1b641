import { usePageContext } from 'vike-react/usePageContext';

export default function Page() {
  const { is404 } = usePageContext();
  return <h1>{is404 ? 'Oops! Page not found' : 'Unexpected Application Error!'}</h1>;
}
