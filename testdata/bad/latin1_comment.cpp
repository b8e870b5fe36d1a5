// No AMP; a comment in Latin-1, not UTF-8: café crème brûlée, and ÿþ.
int answer() { return 42; } /* à la carte */
