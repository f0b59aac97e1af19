// shared-ui is compiled from source here, so its CSS imports need declarations in this program too.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export default classes;
}

declare module '*.css';
