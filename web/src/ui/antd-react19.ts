import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __root?: Root };

/**
 * antd-mobile 5 renders Toast, Dialog and friends with the legacy `ReactDOM.render`, which React 19
 * removed; this is the adapter its "v5 for React 19" guide prescribes.
 */
unstableSetRender((node, container: Container) => {
  container.__root ??= createRoot(container);
  const root = container.__root;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
