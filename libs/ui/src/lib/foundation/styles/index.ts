// Side-effect imports: custom properties first, then the few global rules that read them.
import '../tokens/tokens.css';
import './global.css';
