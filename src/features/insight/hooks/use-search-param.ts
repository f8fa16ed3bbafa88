import { useSearchParams } from 'react-router-dom';

/**
 * One query parameter of the page's address (?entry=, ?edit=), read and set; null removes it. The other parameters
 * (?from=, ?start=) are kept, so a screen that opens or closes an editor keeps its way back.
 */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setParams(next);
  };
  return [params.get(name), set];
}
