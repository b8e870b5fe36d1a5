const char *greeting = "hello;
int after = 1;
