import { ToastContainer, type ToastContainerProps } from 'react-toastify';

import { TOAST_CONFIG } from '../../config/constants';

export { toast } from 'react-toastify';

export type ToasterProps = Omit<ToastContainerProps, 'position' | 'limit' | 'autoClose'>;

/** The one toast outlet of the app (top right, 3 visible at most, 4 s). Render it once, in the shell. */
export function Toaster(props: ToasterProps) {
  return (
    <ToastContainer
      position={TOAST_CONFIG.position}
      limit={TOAST_CONFIG.limit}
      autoClose={TOAST_CONFIG.autoClose}
      newestOnTop
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      theme="light"
      {...props}
    />
  );
}
