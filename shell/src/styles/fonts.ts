// Montserrat ships with the app (latin subset, the four weights the theme uses, font-display: swap),
// so pages never wait on, or leak visitors to, a font service.
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-500.css';
import '@fontsource/montserrat/latin-600.css';
import '@fontsource/montserrat/latin-700.css';
