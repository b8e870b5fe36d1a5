// No AMP and no final newline.
int x = 1;